-- Customers' order e-mails go through the outbox, in the transaction that causes them (issue 23): a
-- row names its addressee; null stays the shop's own inbox.
ALTER TABLE "notification_outbox" ADD COLUMN "recipient" text;