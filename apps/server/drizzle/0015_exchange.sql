CREATE TABLE "exchange_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text,
	"order_id" integer,
	"document_number" text,
	"document_id" text,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_order_events_kind_check" CHECK ("exchange_order_events"."kind" in ('status_applied', 'status_unknown', 'lines_changed', 'order_not_found'))
);
--> statement-breakpoint
CREATE TABLE "exchange_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text,
	"type" text,
	"mode" text,
	"file_name" text,
	"bytes" integer,
	"http_status" integer NOT NULL,
	"answer" text NOT NULL,
	"answer_text" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_session_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"file_name" text NOT NULL,
	"job_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"finalized" boolean DEFAULT false NOT NULL,
	"full_export" boolean,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"queried_order_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"error" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "exchange_sessions_type_check" CHECK ("exchange_sessions"."type" in ('catalog', 'sale')),
	CONSTRAINT "exchange_sessions_state_check" CHECK ("exchange_sessions"."state" in ('open', 'importing', 'completed', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "exchange_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"login" text,
	"password_hash" text,
	"orders_encoding" text DEFAULT 'utf-8' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_settings_single_row" CHECK ("exchange_settings"."id" = 1),
	CONSTRAINT "exchange_settings_encoding_check" CHECK ("exchange_settings"."orders_encoding" in ('utf-8', 'windows-1251'))
);
--> statement-breakpoint
CREATE TABLE "exchange_status_map" (
	"id" serial PRIMARY KEY NOT NULL,
	"requisite" text NOT NULL,
	"value" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_status_map_status_check" CHECK ("exchange_status_map"."status" in ('NEW', 'PROCESSING', 'READY', 'DELIVERING', 'COMPLETED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "exchange_order_events" ADD CONSTRAINT "exchange_order_events_session_id_exchange_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exchange_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_order_events" ADD CONSTRAINT "exchange_order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_requests" ADD CONSTRAINT "exchange_requests_session_id_exchange_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exchange_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_session_imports" ADD CONSTRAINT "exchange_session_imports_session_id_exchange_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exchange_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_order_events_order_idx" ON "exchange_order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "exchange_order_events_created_idx" ON "exchange_order_events" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exchange_requests_session_idx" ON "exchange_requests" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_session_imports_file_key" ON "exchange_session_imports" USING btree ("session_id","file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_sessions_token_key" ON "exchange_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "exchange_sessions_created_idx" ON "exchange_sessions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_status_map_key" ON "exchange_status_map" USING btree (lower("requisite"),lower("value"));--> statement-breakpoint
-- The usual states of 1C:УТ, УНФ and Розница and of the site modules' status letters; staff edit them in 'Обмен с 1С'.
INSERT INTO "exchange_status_map" ("requisite", "value", "status") VALUES
	('Отменен', 'true', 'CANCELLED'),
	('Отгружен', 'true', 'DELIVERING'),
	('Статус заказа', 'Принят', 'PROCESSING'),
	('Статус заказа', '[N] Принят', 'PROCESSING'),
	('Статус заказа', 'В работе', 'PROCESSING'),
	('Статус заказа', 'Собран', 'READY'),
	('Статус заказа', 'Готов к выдаче', 'READY'),
	('Статус заказа', 'Отгружен', 'DELIVERING'),
	('Статус заказа', 'В доставке', 'DELIVERING'),
	('Статус заказа', 'Доставлен', 'COMPLETED'),
	('Статус заказа', '[F] Доставлен', 'COMPLETED'),
	('Статус заказа', 'Выполнен', 'COMPLETED'),
	('Статус заказа', '[F] Выполнен', 'COMPLETED'),
	('Статус заказа', 'Закрыт', 'COMPLETED'),
	('Статус заказа', 'Отменен', 'CANCELLED'),
	('Статус заказа', 'Отменён', 'CANCELLED');
