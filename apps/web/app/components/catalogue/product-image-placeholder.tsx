/**
 * The one neutral stand-in for a product picture that is missing or failed to load: a soft
 * panel with a picture glyph (`.product-placeholder` in app.css, so it costs no JavaScript),
 * sized by the same classes as the picture it replaces, so a card, a cart line or a cross-sell
 * row keeps its shape (issue 13). With a label it is announced as an image; without one (the
 * picture sat beside the product's name) it is decorative.
 */
export function ProductImagePlaceholder({
  label = "",
  className = "",
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span
      className={`product-placeholder ${className}`}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    />
  );
}
