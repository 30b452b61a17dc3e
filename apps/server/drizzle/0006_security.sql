CREATE TABLE "installation" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_codes" DROP CONSTRAINT "auth_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_purpose_check" CHECK ("auth_codes"."purpose" in ('verify', 'reset', 'email', 'login'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('NEW', 'PROCESSING', 'READY', 'DELIVERING', 'COMPLETED', 'CANCELLED'));--> statement-breakpoint
-- This installation's id: sign-in tokens carry it (a token of another database opens nothing here).
INSERT INTO "installation" ("id") VALUES (gen_random_uuid()::text);
--> statement-breakpoint
-- Sessions end everywhere at once: a role change, a new password (token_version) or a deleted account
-- notifies every shop process, which disconnects that user's sockets; so does a token revoked by logout.
CREATE OR REPLACE FUNCTION shop_notify_user_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('shop_sessions', json_build_object('userId', OLD.id)::text);
  ELSIF NEW.role IS DISTINCT FROM OLD.role OR NEW.token_version IS DISTINCT FROM OLD.token_version THEN
    PERFORM pg_notify('shop_sessions', json_build_object('userId', NEW.id)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed" AFTER UPDATE OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION shop_notify_user_sessions();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_notify_revoked_token() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_sessions', json_build_object('tokenHash', NEW.token_hash)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_sessions_changed" AFTER INSERT ON "revoked_tokens"
FOR EACH ROW EXECUTE FUNCTION shop_notify_revoked_token();
