ALTER TABLE "opportunities" ADD COLUMN "refer_and_earn_date" timestamp with time zone;--> statement-breakpoint
-- Until now one column held both the Refer-and-Earn form's date and the publication instant, and saving the form
-- with the switch on wrote the form's date over it: for those opportunities the column holds the form's date.
-- It moves to its own column. A published one keeps it as its publication instant (the real one was overwritten;
-- it is the best known); an unpublished one loses it, so its next publication records the real instant.
UPDATE opportunities SET refer_and_earn_date = publication_date WHERE special_refer_and_earn;
--> statement-breakpoint
UPDATE opportunities SET publication_date = NULL WHERE special_refer_and_earn AND NOT is_public;
