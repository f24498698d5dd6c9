import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductPicture } from "../app/components/catalogue/product-card.tsx";

const image = {
  src: "/media/products/cm-1001.svg",
  srcset: "/media/products/cm-1001-240.webp 240w",
  srcsetAvif: "/media/products/cm-1001-240.avif 240w",
  width: 800,
  height: 800,
};

describe("ProductPicture (issue 13: an image or the same neutral placeholder everywhere)", () => {
  it("draws the picture with its AVIF and WebP variants", () => {
    const html = renderToStaticMarkup(
      <ProductPicture image={image} alt="Sofa" sizes="96px" className="size-24" />,
    );
    expect(html).toContain('type="image/avif"');
    expect(html).toContain("/media/products/cm-1001-240.webp 240w");
    expect(html).toContain('alt="Sofa"');
    expect(html).not.toContain("product-placeholder");
  });

  it("shows the placeholder, sized like the picture, when a product has none", () => {
    const named = renderToStaticMarkup(
      <ProductPicture image={null} alt="Sofa" sizes="96px" className="size-24" />,
    );
    expect(named).toContain('class="product-placeholder');
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Sofa"');
    expect(named).toContain("product-placeholder size-24");
    const decorative = renderToStaticMarkup(<ProductPicture image={undefined} alt="" sizes="48px" />);
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain("role=");
  });
});
