/**
 * The one neutral stand-in for a product picture that is missing or failed to load: a soft
 * panel with a picture glyph, sized by the same classes as the picture it replaces, so a card,
 * a cart line or a cross-sell row keeps its shape (issue 13). With a label it is announced as an
 * image; without one (the picture sat beside the product's name) it is decorative.
 */
export function ProductImagePlaceholder({
  label = "",
  className = "",
}: {
  label?: string;
  className?: string;
}) {
  const glyph = (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-1/3 max-h-16 w-1/3 max-w-16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
    </svg>
  );
  const style = `flex items-center justify-center bg-surface-alt text-muted ${className}`;
  return label ? (
    <span data-testid="product-image-placeholder" role="img" aria-label={label} className={style}>
      {glyph}
    </span>
  ) : (
    <span data-testid="product-image-placeholder" aria-hidden="true" className={style}>
      {glyph}
    </span>
  );
}
