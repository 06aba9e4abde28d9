//! A one-of-several choice (radio buttons styled as a segmented control), used wherever the
//! player picks a value: settings, seat kinds. Native radios give keyboard arrows and screen
//! reader semantics for free; the chosen item also shows a check mark, not only a colour.

use leptos::prelude::*;

#[component]
pub fn Choice<T>(
    /// Groups the radios; must be unique on the page.
    name: String,
    #[prop(into)] legend: Signal<String>,
    options: Vec<T>,
    #[prop(into)] label: Callback<T, String>,
    #[prop(into)] value: Signal<T>,
    #[prop(into)] on_change: Callback<T>,
    /// Hide the legend visually (kept for screen readers) where the context already says it.
    #[prop(optional)]
    quiet_legend: bool,
) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    let items = options
        .into_iter()
        .map(|item| {
            let name = name.clone();
            view! {
                <label class="seg-item">
                    <input
                        type="radio"
                        name=name
                        prop:checked=move || value.get() == item
                        on:change=move |_| on_change.run(item)
                    />
                    <span class="seg-label">{move || label.run(item)}</span>
                </label>
            }
        })
        .collect_view();
    view! {
        <fieldset class="choice">
            <legend class:sr-only=quiet_legend>{legend}</legend>
            <div class="seg">{items}</div>
        </fieldset>
    }
}
