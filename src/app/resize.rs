//! An element's drawn size as a signal, kept current by a ResizeObserver: for drawings that
//! size their text from how big they are on screen (NMBR 9's board, Dungeons' map). Bound by hand, three
//! imports, rather than through web-sys features.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    type ResizeObserver;

    #[wasm_bindgen(constructor)]
    fn new(callback: &Closure<dyn FnMut()>) -> ResizeObserver;

    #[wasm_bindgen(method)]
    fn observe(this: &ResizeObserver, target: &web_sys::Element);

    #[wasm_bindgen(method)]
    fn disconnect(this: &ResizeObserver);
}

/// The width and height in CSS pixels of the element behind `node` (0 until it is drawn),
/// updated after every layout that changes them; the observer ends with the calling component.
pub fn drawn_size<E>(node: NodeRef<E>) -> ReadSignal<(f64, f64)>
where
    E: leptos::tachys::html::element::ElementType,
    E::Output: JsCast + AsRef<web_sys::Element> + Clone + 'static,
{
    let (size, set_size) = signal((0.0, 0.0));
    let measure = move || {
        if let Some(el) = node.get_untracked() {
            let el: &web_sys::Element = el.as_ref();
            let r = el.get_bounding_client_rect();
            let now = (r.width(), r.height());
            if now != size.get_untracked() {
                set_size.set(now);
            }
        }
    };
    let callback = Closure::<dyn FnMut()>::new(measure);
    let observer = ResizeObserver::new(&callback);
    // Both live as long as the component: the observer is told to stop when it goes.
    let kept = StoredValue::new_local((observer, callback));
    node.on_load(move |el| {
        kept.with_value(|(o, _)| o.observe(AsRef::<web_sys::Element>::as_ref(&el)));
        measure();
    });
    on_cleanup(move || kept.with_value(|(o, _)| o.disconnect()));
    size
}
