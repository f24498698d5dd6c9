import type { IconName } from "./icon-names.ts";
import sprite from "./icons.svg?url";

export type { IconName };

/**
 * A lucide icon from the sprite (one cached file for every page) rather than inlined path data:
 * a few bytes of HTML and no JavaScript per icon. Decorative: the control it sits in carries
 * the accessible name. Stroke and size defaults are the `.icon` class (app.css).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
