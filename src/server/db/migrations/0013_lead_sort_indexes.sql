DROP INDEX "leads_status_idx";--> statement-breakpoint
DROP INDEX "leads_date_of_travel_idx";--> statement-breakpoint
CREATE INDEX "leads_full_name_idx" ON "leads" USING btree ("full_name","id","is_spam");--> statement-breakpoint
CREATE INDEX "leads_number_of_people_idx" ON "leads" USING btree ("number_of_people","id","is_spam");--> statement-breakpoint
CREATE INDEX "leads_distance_idx" ON "leads" USING btree ("distance","id","is_spam");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","id","is_spam");--> statement-breakpoint
CREATE INDEX "leads_date_of_travel_idx" ON "leads" USING btree ("date_of_travel","id","is_spam");