//! The Numera mark: three digit tiles, one of them struck, as the games' shared motif.

use leptos::prelude::*;

#[component]
pub fn Logo() -> impl IntoView {
    view! {
        <svg class="logo" viewBox="0 0 48 24" width="48" height="24" aria-hidden="true">
            <rect x="1" y="3" width="14" height="18" rx="3" class="logo-tile" />
            <rect x="17" y="3" width="14" height="18" rx="3" class="logo-tile logo-accent" />
            <rect x="33" y="3" width="14" height="18" rx="3" class="logo-tile" />
            <text x="8" y="16.5" class="logo-digit">"7"</text>
            <text x="24" y="16.5" class="logo-digit logo-digit-accent">"3"</text>
            <text x="40" y="16.5" class="logo-digit">"9"</text>
            <line x1="35" y1="19" x2="45" y2="5" class="logo-strike" />
        </svg>
    }
}
