import { data } from "react-router";
import { ErrorPage } from "~/components/error-page.tsx";

/** /{lang}/404 and every unknown path under a language: the 404 page with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
