CREATE TABLE "cart_meal_plans" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"calories" integer NOT NULL,
	"days" integer NOT NULL,
	"start_date" text NOT NULL,
	"locality_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_meal_plans" (
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"calories" integer NOT NULL,
	"days" integer NOT NULL,
	"start_date" text NOT NULL,
	"delivery_dates" jsonb NOT NULL,
	"locality_id" integer,
	"daily_price" double precision NOT NULL,
	"discount" double precision NOT NULL,
	CONSTRAINT "order_meal_plans_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
ALTER TABLE "cart_meal_plans" ADD CONSTRAINT "cart_meal_plans_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_meal_plans" ADD CONSTRAINT "order_meal_plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;