CREATE TABLE "dashboard_daily" (
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "dashboard_daily_metric_key_day_pk" PRIMARY KEY("metric","key","day")
);
