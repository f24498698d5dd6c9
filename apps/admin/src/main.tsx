import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import { ApiError } from "./api.ts";
import { Loading } from "./components/ui.tsx";
import { I18nProvider } from "./i18n.tsx";
import Account from "./routes/account.tsx";
import Audit from "./routes/audit.tsx";
import Advantages from "./routes/content/advantages.tsx";
import ArticleEdit from "./routes/content/article-edit.tsx";
import Articles from "./routes/content/articles.tsx";
import Banners from "./routes/content/banners.tsx";
import Faq from "./routes/content/faq.tsx";
import Offers from "./routes/content/offers.tsx";
import PageEdit from "./routes/content/page-edit.tsx";
import Pages from "./routes/content/pages.tsx";
import Delivery from "./routes/delivery/delivery.tsx";
import Home from "./routes/home.tsx";
import Layout from "./routes/layout.tsx";
import Order from "./routes/order.tsx";
import Orders from "./routes/orders.tsx";
import PackingSlip from "./routes/packing-slip.tsx";
import PromoCodes from "./routes/promotions/promo-codes.tsx";
import Settings from "./routes/settings/settings.tsx";
import SignIn from "./routes/sign-in.tsx";
import Staff from "./routes/staff.tsx";
import { RequireArea } from "./session.tsx";
import "./styles.css";

// Customers and inboxes load on first visit: the points form's zod schema stays out of the main chunk.
const ProductList = lazy(() => import("./routes/products/list.tsx"));
const ProductEditor = lazy(() => import("./routes/products/editor.tsx"));
const Customers = lazy(() => import("./routes/customers/list.tsx"));
const Customer = lazy(() => import("./routes/customers/detail.tsx"));
const Companies = lazy(() => import("./routes/customers/companies.tsx"));
const Inboxes = lazy(() => import("./routes/inboxes/index.tsx"));
const loading = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused or missing thing is not retried; a signed-out member goes to the sign-in.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});
queryClient.getQueryCache().subscribe((event) => {
  const error = event.query.state.error;
  if (error instanceof ApiError && error.status === 401 && event.query.queryKey[0] !== "me")
    queryClient.setQueryData(["me"], null);
});

const router = createBrowserRouter(
  [
    { path: "/sign-in", element: <SignIn /> },
    {
      path: "/",
      element: <Layout />,
      children: [
        { index: true, element: <Home /> },
        {
          path: "orders",
          element: (
            <RequireArea area="orders">
              <Orders />
            </RequireArea>
          ),
        },
        {
          path: "orders/:id",
          element: (
            <RequireArea area="orders">
              <Order />
            </RequireArea>
          ),
        },
        {
          path: "orders/:id/slip",
          element: (
            <RequireArea area="orders">
              <PackingSlip />
            </RequireArea>
          ),
        },
        {
          path: "customers",
          element: <RequireArea area="customers">{loading(<Customers />)}</RequireArea>,
        },
        {
          path: "customers/:id",
          element: <RequireArea area="customers">{loading(<Customer />)}</RequireArea>,
        },
        {
          path: "companies",
          element: <RequireArea area="customers">{loading(<Companies />)}</RequireArea>,
        },
        {
          path: "inboxes",
          element: <RequireArea area="inboxes">{loading(<Inboxes />)}</RequireArea>,
        },
        {
          path: "products",
          element: <RequireArea area="catalogue">{loading(<ProductList />)}</RequireArea>,
        },
        {
          path: "products/:id",
          element: <RequireArea area="catalogue">{loading(<ProductEditor />)}</RequireArea>,
        },
        {
          path: "staff",
          element: (
            <RequireArea area="staff">
              <Staff />
            </RequireArea>
          ),
        },
        {
          path: "audit",
          element: (
            <RequireArea area="audit">
              <Audit />
            </RequireArea>
          ),
        },
        {
          path: "promotions",
          element: (
            <RequireArea area="promotions">
              <PromoCodes />
            </RequireArea>
          ),
        },
        {
          path: "delivery",
          element: (
            <RequireArea area="delivery">
              <Delivery />
            </RequireArea>
          ),
        },
        {
          path: "settings",
          element: (
            <RequireArea area="settings">
              <Settings />
            </RequireArea>
          ),
        },
        { path: "content", element: <Navigate to="/content/articles" replace /> },
        ...(
          [
            ["content/articles", <Articles key="articles" />],
            ["content/articles/:id", <ArticleEdit key="article" />],
            ["content/pages", <Pages key="pages" />],
            ["content/pages/:key", <PageEdit key="page" />],
            ["content/banners", <Banners key="banners" />],
            ["content/faq", <Faq key="faq" />],
            ["content/offers", <Offers key="offers" />],
            ["content/advantages", <Advantages key="advantages" />],
          ] as const
        ).map(([path, screen]) => ({ path, element: <RequireArea area="content">{screen}</RequireArea> })),
        { path: "account", element: <Account /> },
      ],
    },
  ],
  { basename: "/admin" },
);

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
