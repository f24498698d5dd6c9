#!/usr/bin/env node
// Writes apps/web/app/fonts/onest-romanian-wght.woff2: from Onest's Latin Extended file, only the
// Romanian letters that the Latin file lacks (Ă ă Ș ș Ț ț and the cedilla forms Ş ş Ţ ţ). At
// about 3 KB Vite inlines it in the stylesheet, so a Romanian page loads one font file (Latin)
// instead of two (Latin and the 28 KB Latin Extended; decision 0011). app.css declares it.
// Run after updating @fontsource-variable/onest: node scripts/subset-font.mjs
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

export const ROMANIAN_LETTERS = "ĂăȘșȚțŞşŢţ"; // U+0102-0103, U+0218-021B, U+015E-015F, U+0162-0163

const source = "node_modules/@fontsource-variable/onest/files/onest-latin-ext-wght-normal.woff2";
const out = "apps/web/app/fonts/onest-romanian-wght.woff2";
const font = readFileSync(source);
const subset = await subsetFont(font, ROMANIAN_LETTERS, { targetFormat: "woff2" });
writeFileSync(out, subset);
console.log(`${source} ${font.length} bytes -> ${out} ${subset.length} bytes`);
