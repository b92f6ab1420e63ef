-- The repeated-request check's lookup by mobile (docs/product.md#spam-and-duplicate-requests):
-- the same expression as mobileDigits in src/server/db/schema/leads.ts.
CREATE INDEX "leads_mobile_digits_idx" ON "leads" USING btree (right(regexp_replace("mobile_number", '\D', '', 'g'), 9));