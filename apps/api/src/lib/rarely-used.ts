/**
 * Libraries that only a few requests need, loaded on the first of them instead of at start
 * (decision 0066): image processing (sharp, with libvips), the catalogue's workbooks (exceljs)
 * and the file-type sniffer. Loaded at start they held 9 MiB of the API's heap and about 30 MiB
 * of its resident memory in every process, including those that never see an upload.
 */
let sharpModule: Promise<typeof import("sharp")> | undefined;
let excelModule: Promise<typeof import("exceljs")> | undefined;
let fileTypeModule: Promise<typeof import("file-type")> | undefined;

export async function loadSharp() {
  sharpModule ??= import("sharp");
  return (await sharpModule).default;
}

export async function loadExcel(): Promise<typeof import("exceljs")> {
  excelModule ??= import("exceljs");
  // A CommonJS package: Node's ESM import gives its exports as `default`.
  const loaded = (await excelModule) as typeof import("exceljs") & { default?: typeof import("exceljs") };
  return loaded.default ?? loaded;
}

export async function loadFileType() {
  fileTypeModule ??= import("file-type");
  return await fileTypeModule;
}
