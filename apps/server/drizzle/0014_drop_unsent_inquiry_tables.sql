DROP TABLE "contact_messages" CASCADE;--> statement-breakpoint
DROP TABLE "measurement_requests" CASCADE;