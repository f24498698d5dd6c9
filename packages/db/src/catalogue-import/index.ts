/** `@sf/db/catalogue-import`: writes a checked catalogue (see @sf/domain/catalogue-import) into a site. */

export { PRODUCT_KINDS as ART_KINDS } from "../seed/product-kinds.ts";
export { productPicturePath, searchText } from "./pictures.ts";
export { type WriteSummary, type WriteTarget, writeCatalogue } from "./write-catalogue.ts";
