ALTER TABLE "text_rollup_days" ADD COLUMN "item_hits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "text_rollup_days" ADD COLUMN "item_clicks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "text_rollup_days" ADD COLUMN "item_likes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "text_rollup_days" ADD COLUMN "item_dislikes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing day rows take their item figures from the item rollup they already hold.
UPDATE "text_rollup_days" AS d SET "item_hits" = s.hits, "item_clicks" = s.clicks, "item_likes" = s.likes, "item_dislikes" = s.dislikes
FROM (
  SELECT tenant_id, app_id, day, channel_id, channel_type, sum(hits) AS hits, sum(clicks) AS clicks, sum(likes) AS likes, sum(dislikes) AS dislikes
  FROM "text_rollup_items" GROUP BY tenant_id, app_id, day, channel_id, channel_type
) AS s
WHERE d.tenant_id = s.tenant_id AND d.app_id = s.app_id AND d.day = s.day AND d.channel_id = s.channel_id AND d.channel_type = s.channel_type;
