CREATE TABLE "collection_items" (
	"collection_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	CONSTRAINT "collection_items_collection_id_resource_id_pk" PRIMARY KEY("collection_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"applicable_course" text DEFAULT 'all' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_applicable_course_check" CHECK ("collections"."applicable_course" in ('all', 'grade2', 'grade3', 'grade4', 'summer', 'winter'))
);
--> statement-breakpoint
CREATE TABLE "content_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_packages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "course_libraries" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"package_id" integer,
	"collection_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_libraries_one_check" CHECK (("course_libraries"."package_id" is null) <> ("course_libraries"."collection_id" is null))
);
--> statement-breakpoint
CREATE TABLE "course_resource_flags" (
	"course_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"open" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_resource_flags_course_id_resource_id_pk" PRIMARY KEY("course_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "package_subscriptions" (
	"institution_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_subscriptions_institution_id_package_id_pk" PRIMARY KEY("institution_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "resource_pages" (
	"resource_id" integer NOT NULL,
	"page" integer NOT NULL,
	"image_path" text NOT NULL,
	CONSTRAINT "resource_pages_resource_id_page_pk" PRIMARY KEY("resource_id","page")
);
--> statement-breakpoint
CREATE TABLE "resource_sentences" (
	"resource_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"page" integer,
	"start_ms" integer,
	"end_ms" integer,
	CONSTRAINT "resource_sentences_resource_id_position_pk" PRIMARY KEY("resource_id","position"),
	CONSTRAINT "resource_sentences_place_check" CHECK ("resource_sentences"."page" is not null or ("resource_sentences"."start_ms" is not null and "resource_sentences"."end_ms" is not null and "resource_sentences"."end_ms" >= "resource_sentences"."start_ms"))
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"package_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"level" text,
	"unit" integer,
	"topic" text DEFAULT '' NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cover_path" text NOT NULL,
	"video_path" text,
	"subtitles_path" text,
	"duration_ms" integer,
	CONSTRAINT "resources_key_unique" UNIQUE("key"),
	CONSTRAINT "resources_type_check" CHECK ("resources"."type" in ('book', 'video')),
	CONSTRAINT "resources_kind_check" CHECK (("resources"."type" = 'book' and "resources"."level" is not null and "resources"."unit" is null)
        or ("resources"."type" = 'video' and "resources"."unit" is not null and "resources"."level" is null
          and "resources"."video_path" is not null and "resources"."subtitles_path" is not null and "resources"."duration_ms" is not null))
);
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_libraries" ADD CONSTRAINT "course_libraries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_libraries" ADD CONSTRAINT "course_libraries_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_libraries" ADD CONSTRAINT "course_libraries_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_libraries" ADD CONSTRAINT "course_libraries_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_resource_flags" ADD CONSTRAINT "course_resource_flags_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_resource_flags" ADD CONSTRAINT "course_resource_flags_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_resource_flags" ADD CONSTRAINT "course_resource_flags_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_subscriptions" ADD CONSTRAINT "package_subscriptions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_subscriptions" ADD CONSTRAINT "package_subscriptions_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_pages" ADD CONSTRAINT "resource_pages_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_sentences" ADD CONSTRAINT "resource_sentences_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_owner_idx" ON "collections" USING btree ("institution_id","owner_id");--> statement-breakpoint
CREATE INDEX "course_libraries_collection_idx" ON "course_libraries" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "resources_package_idx" ON "resources" USING btree ("package_id","position");