import { Icon, type IconName } from "~/components/ui/icon.tsx";

/** Menu icons by the names the API uses; unknown names get a tag. */
const MENU_ICONS: Record<string, IconName> = {
  pill: "pill",
  heart: "heart",
  baby: "baby",
  leaf: "leaf",
  sparkles: "sparkles",
  sun: "sun",
  tooth: "face-slightly-smiling",
  eye: "eye",
  home: "house",
  house: "house",
  sofa: "sofa",
  lamp: "lamp",
  flower: "flower-2",
  tool: "wrench",
  utensils: "utensils-crossed",
  salad: "salad",
  soup: "soup",
  cake: "cake",
  phone: "smartphone",
  laptop: "laptop",
  tv: "tv",
  headphones: "headphones",
  camera: "camera",
  watch: "watch",
  gamepad: "gamepad-2",
  plug: "plug",
  map: "map",
  tree: "tree-pine",
  tag: "tag",
  star: "star",
};

export function MenuIcon({ name, className }: { name: string | null; className?: string }) {
  return <Icon name={(name && MENU_ICONS[name]) || "tag"} className={className} />;
}
