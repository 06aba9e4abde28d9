//! While the bots pick: who is choosing, shown in words and with a gentle pulse (no pulse
//! under reduced motion). The picks themselves stay hidden until the reveal. Markup
//! (app::markup).

use crate::app::i18n::{I18n, Key};
use crate::app::markup::escape;
use crate::app::seat::tag_html;
use crate::rules::number::SeatKind;

pub fn bots_picking_html(i18n: I18n, seat: usize, kind: SeatKind) -> String {
    format!(
        concat!(
            r#"<section class="bots" aria-live="polite"><p class="bots-line">{tag}"#,
            r#"<span class="thinking">{thinking}</span>"#,
            r#"<span class="dots" aria-hidden="true"><i></i><i></i><i></i></span></p></section>"#
        ),
        tag = tag_html(i18n, seat, kind.as_str(), false),
        thinking = escape(i18n.t(Key::BotChoosing))
    )
}
