import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import { ApiError } from "./api.ts";
import { I18nProvider } from "./i18n.tsx";
import Account from "./routes/account.tsx";
import Audit from "./routes/audit.tsx";
import Brands from "./routes/catalogue/brands.tsx";
import Categories from "./routes/catalogue/categories.tsx";
import CatalogueImport from "./routes/catalogue/import.tsx";
import Home from "./routes/home.tsx";
import Layout from "./routes/layout.tsx";
import Order from "./routes/order.tsx";
import Orders from "./routes/orders.tsx";
import PackingSlip from "./routes/packing-slip.tsx";
import SignIn from "./routes/sign-in.tsx";
import Staff from "./routes/staff.tsx";
import { RequireArea } from "./session.tsx";
import "./styles.css";

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
          path: "catalogue",
          element: (
            <RequireArea area="catalogue">
              <Navigate to="/catalogue/categories" replace />
            </RequireArea>
          ),
        },
        {
          path: "catalogue/categories",
          element: (
            <RequireArea area="catalogue">
              <Categories />
            </RequireArea>
          ),
        },
        {
          path: "catalogue/brands",
          element: (
            <RequireArea area="catalogue">
              <Brands />
            </RequireArea>
          ),
        },
        {
          path: "catalogue/import",
          element: (
            <RequireArea area="catalogue">
              <CatalogueImport />
            </RequireArea>
          ),
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
