//! While the bots pick: who is choosing, shown in words and with a gentle pulse (no pulse
//! under reduced motion). The picks themselves stay hidden until the reveal. Markup
//! (app::markup).

use crate::app::i18n::{I18n, Key};
use crate::app::markup::Html;
use crate::app::seat::tag;
use crate::rules::number::SeatKind;

pub fn bots_picking_html(i18n: I18n, seat: usize, kind: SeatKind) -> Html {
    let dots: Html = (0..3).map(|_| Html::el("i")).collect();
    Html::el("section")
        .class("bots")
        .attr("aria-live", "polite")
        .child(
            Html::el("p")
                .class("bots-line")
                .child(tag(i18n, seat, kind.as_str(), false))
                .child(
                    Html::el("span")
                        .class("thinking")
                        .text(i18n.t(Key::BotChoosing)),
                )
                .child(Html::el("span").class("dots").hidden().child(dots)),
        )
        .into()
}
