CREATE TABLE "exchange_logins" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text,
	"basic_ip" text,
	"ip" text NOT NULL,
	"catalog_session_id" text,
	"sale_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_logins_caller_check" CHECK ("exchange_logins"."token_hash" is not null or "exchange_logins"."basic_ip" is not null)
);
--> statement-breakpoint
ALTER TABLE "exchange_order_events" DROP CONSTRAINT "exchange_order_events_kind_check";--> statement-breakpoint
ALTER TABLE "exchange_sessions" DROP CONSTRAINT "exchange_sessions_state_check";--> statement-breakpoint
DROP INDEX "exchange_sessions_token_key";--> statement-breakpoint
DROP INDEX "exchange_session_imports_file_key";--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD COLUMN "login_id" text;--> statement-breakpoint
ALTER TABLE "exchange_session_imports" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_settings" ADD COLUMN "answers_encoding" text DEFAULT 'utf-8' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_settings" ADD COLUMN "currency" text DEFAULT 'руб' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_logins" ADD CONSTRAINT "exchange_logins_catalog_session_id_exchange_sessions_id_fk" FOREIGN KEY ("catalog_session_id") REFERENCES "public"."exchange_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_logins" ADD CONSTRAINT "exchange_logins_sale_session_id_exchange_sessions_id_fk" FOREIGN KEY ("sale_session_id") REFERENCES "public"."exchange_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_logins_token_key" ON "exchange_logins" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_logins_basic_ip_key" ON "exchange_logins" USING btree ("basic_ip");--> statement-breakpoint
CREATE INDEX "exchange_requests_login_idx" ON "exchange_requests" USING btree ("login_id") WHERE "exchange_requests"."session_id" is null;--> statement-breakpoint
CREATE INDEX "exchange_sessions_type_state_idx" ON "exchange_sessions" USING btree ("type","state");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_session_imports_file_key" ON "exchange_session_imports" USING btree ("session_id","file_name") WHERE not "exchange_session_imports"."superseded";--> statement-breakpoint
-- the sessions' tokens move to exchange_logins: a session 1C is still in ends, and 1C logs in again
UPDATE "exchange_sessions" SET "state" = 'expired', "ended_at" = now() WHERE "state" in ('open', 'importing');--> statement-breakpoint
ALTER TABLE "exchange_sessions" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "exchange_order_events" ADD CONSTRAINT "exchange_order_events_kind_check" CHECK ("exchange_order_events"."kind" in ('status_applied', 'status_unknown', 'lines_changed', 'order_not_found', 'payment'));--> statement-breakpoint
ALTER TABLE "exchange_sessions" ADD CONSTRAINT "exchange_sessions_state_check" CHECK ("exchange_sessions"."state" in ('open', 'importing', 'completed', 'failed', 'expired', 'interrupted', 'refused'));--> statement-breakpoint
ALTER TABLE "exchange_settings" ADD CONSTRAINT "exchange_settings_answers_encoding_check" CHECK ("exchange_settings"."answers_encoding" in ('utf-8', 'windows-1251'));--> statement-breakpoint
-- 1C's own sample order status and the posted flag of its documents (staff may have added them already)
INSERT INTO "exchange_status_map" ("requisite", "value", "status") VALUES
	('Статус заказа', 'Открыт', 'PROCESSING'),
	('Проведен', 'true', 'PROCESSING')
ON CONFLICT DO NOTHING;
