-- Each module holds its own links: a form's row names its consent (users, orders, inquiries
-- .consent_id; a consent outlives its form and cannot be deleted under it), and an outbox row names
-- what it is about by a key of the module that wrote it ('inquiry:42', 'order:17'). The old links are
-- moved over before their columns go.
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_inquiry_id_inquiries_id_fk";
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "personal_data_consents" DROP CONSTRAINT "personal_data_consents_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "personal_data_consents" DROP CONSTRAINT "personal_data_consents_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "personal_data_consents" DROP CONSTRAINT "personal_data_consents_inquiry_id_inquiries_id_fk";
--> statement-breakpoint
DROP INDEX "notification_outbox_inquiry_idx";--> statement-breakpoint
DROP INDEX "personal_data_consents_user_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "consent_id" integer;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_consent_id_personal_data_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."personal_data_consents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consent_id_personal_data_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."personal_data_consents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_consent_id_personal_data_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."personal_data_consents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_about_idx" ON "notification_outbox" USING btree ("about");--> statement-breakpoint
UPDATE "users" SET "consent_id" = (
  SELECT max(c."id") FROM "personal_data_consents" c
  WHERE c."user_id" = "users"."id" AND c."purpose" = 'registration'
);--> statement-breakpoint
UPDATE "orders" SET "consent_id" = (
  SELECT max(c."id") FROM "personal_data_consents" c WHERE c."order_id" = "orders"."id"
);--> statement-breakpoint
UPDATE "inquiries" SET "consent_id" = (
  SELECT max(c."id") FROM "personal_data_consents" c WHERE c."inquiry_id" = "inquiries"."id"
);--> statement-breakpoint
UPDATE "notification_outbox" SET "about" = CASE
  WHEN "inquiry_id" IS NOT NULL THEN 'inquiry:' || "inquiry_id"
  WHEN "order_id" IS NOT NULL THEN 'order:' || "order_id"
END;--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP COLUMN "inquiry_id";--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "personal_data_consents" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "personal_data_consents" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "personal_data_consents" DROP COLUMN "inquiry_id";