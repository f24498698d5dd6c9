ALTER TABLE "adverts" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ALTER COLUMN "price_eur" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ALTER COLUMN "area" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ALTER COLUMN "area_m2" DROP NOT NULL;