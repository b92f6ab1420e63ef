ALTER TABLE "quotes" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "cancellation" jsonb DEFAULT '[]'::jsonb NOT NULL;