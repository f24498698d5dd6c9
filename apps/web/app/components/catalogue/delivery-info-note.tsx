import type { DeliveryInfoText } from "@sf/contract";
import { Suspense } from "react";
import { Await } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";

/** The shop's short delivery note beside the buy button (`/mi/delivery_info_text`); nothing when unset. */
export function DeliveryInfoNote({
  info,
}: {
  info: DeliveryInfoText | null | Promise<DeliveryInfoText | null>;
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={info} errorElement={null}>
        {(note) =>
          note?.text ? (
            <aside
              aria-label={note.title || undefined}
              className="flex gap-3 rounded-card border border-line p-3 text-sm"
              data-testid="delivery-info"
            >
              <Icon name="truck" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                {note.title ? <strong className="block">{note.title}</strong> : null}
                {note.text}
              </span>
            </aside>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
