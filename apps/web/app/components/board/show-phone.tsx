import { useFetcher } from "react-router";
import { telHref } from "~/components/chrome/header.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import type { PhoneAnswer } from "~/lib/board/advert-answers.ts";
import { useT } from "~/lib/i18n.ts";

/**
 * The seller's "show phone": a form that posts to the advert page's action, which reveals the
 * numbers and counts the view (spec section 7). With JavaScript it stays on the page; without,
 * the page comes back with the numbers (`revealed`, the action's answer).
 */
export function ShowPhone({ views, revealed }: { views: number; revealed: PhoneAnswer | null }) {
  const t = useT();
  const fetcher = useFetcher<PhoneAnswer>();
  const answer = fetcher.data?.intent === "phone" ? fetcher.data : revealed;
  const count = answer?.ok ? answer.phone_views : views;
  return (
    <div className="space-y-2">
      {answer?.ok ? (
        <ul className="space-y-1" data-testid="advert-phones">
          {answer.phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)} className="btn btn-primary w-full">
                <Icon name="phone" className="size-5" />
                {phone}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="phone" />
          <button
            type="submit"
            className="btn btn-primary w-full"
            disabled={fetcher.state !== "idle"}
            data-testid="show-phone"
          >
            <Icon name="phone" className="size-5" />
            {t("board.showPhone")}
          </button>
        </fetcher.Form>
      )}
      {answer && !answer.ok ? (
        <p role="alert" className="text-sm text-danger-ink">
          {answer.message}
        </p>
      ) : null}
      <p className="text-sm text-muted" data-testid="phone-views" aria-live="polite">
        {t("board.phoneViews", { count })}
      </p>
    </div>
  );
}
