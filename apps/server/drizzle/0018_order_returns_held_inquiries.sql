ALTER TABLE "change_log" DROP CONSTRAINT "change_log_action_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_completed" CHECK ("orders"."returned_at" is null or ("orders"."status" = 'COMPLETED' and "orders"."return_reason" is not null));--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_action_check" CHECK ("change_log"."action" in ('create', 'update', 'delete', 'unpublish', 'status', 'return'));