-- Real pros' response figures become a cache of their delivery events (docs/decisions/026), kept by
-- refreshResponseFigures (app/modules/leads/response-stats.server.ts) in the transaction of each answer.
-- Backfill with a copy of that function's summary; demo pros keep their demo figures.
WITH moves AS (
  SELECT provider_id, lead_id,
         min(created_at) FILTER (WHERE event = 'offer') AS offered_at,
         min(created_at) FILTER (WHERE event IN ('contact', 'quote', 'hire', 'lose') AND actor = 'provider:' || provider_id::text) AS moved_at
  FROM lead_match_events
  GROUP BY provider_id, lead_id
),
first_messages AS (
  SELECT t.provider_id, t.lead_id, min(m.created_at) AS written_at
  FROM message_threads t
  JOIN messages m ON m.thread_id = t.id AND m.sender = 'pro'
  GROUP BY t.provider_id, t.lead_id
),
deliveries AS (
  SELECT moves.provider_id, moves.lead_id, moves.offered_at, least(moves.moved_at, first_messages.written_at) AS answered_at
  FROM moves LEFT JOIN first_messages ON first_messages.provider_id = moves.provider_id AND first_messages.lead_id = moves.lead_id
),
summary AS (
  SELECT provider_id,
         count(answered_at)::int AS answered,
         floor(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - offered_at) / 60)
           FILTER (WHERE answered_at IS NOT NULL AND offered_at IS NOT NULL) + 0.5)::int AS median_minutes
  FROM deliveries
  GROUP BY provider_id
)
UPDATE providers p
SET answered_lead_count = coalesce(summary.answered, 0), median_response_minutes = summary.median_minutes
FROM providers asked LEFT JOIN summary ON summary.provider_id = asked.id
WHERE p.id = asked.id AND NOT p.is_demo;--> statement-breakpoint
ALTER TABLE "provider_service_zips" ADD COLUMN "match_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "provider_service_zips_zip_score_idx" ON "provider_service_zips" USING btree ("zip","match_score" DESC NULLS LAST,"provider_id");--> statement-breakpoint
-- matching.ts staticQuality, operation for operation in float8 (same bits as JavaScript): a change
-- there needs a new migration replacing this function (find-matches.server.integration.test.ts compares them).
CREATE FUNCTION provider_match_score(rating_tenths integer, review_count integer, median_response_minutes integer)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (((rating_tenths::float8 / 10) * review_count::float8 + '20'::float8)
      / (review_count + 5)::float8 / 5) * 50
    + (array['0'::float8, '2.257724967479859'::float8, '3.578409410397468'::float8, '4.515449934959718'::float8, '5.2422750325201415'::float8, '5.836134377877327'::float8, '6.338235300106926'::float8, '6.773174902439576'::float8, '7.156818820794936'::float8, '7.5'::float8, '7.810445138686687'::float8, '8.093859345357187'::float8, '8.354575142301275'::float8, '8.595960267586785'::float8, '8.82068444291761'::float8, '9.030899869919436'::float8, '9.228366910337055'::float8, '9.414543788274795'::float8, '9.590652007146216'::float8, '9.75772496747986'::float8, '9.916644710504395'::float8, '10.068170106166546'::float8, '10.212958770131946'::float8, '10.351584312837044'::float8, '10.484550065040283'::float8, '10.612300109781135'::float8, '10.735228231192405'::float8, '10.853685235066644'::float8, '10.96798498424217'::float8, '11.078409410397468'::float8, '11.185212703757045'::float8, '11.288624837399295'::float8, '11.388854549084156'::float8, '11.486091877816914'::float8, '11.580510332627068'::float8, '11.672268755754654'::float8, '11.761512930502462'::float8, '11.848376974626076'::float8, '11.932984552698743'::float8, '12.015449934959719'::float8, '12.095878925398015'::float8, '12.174369677984254'::float8, '12.2510134168469'::float8, '12.325895073646405'::float8, '12.399093853315078'::float8, '12.470683737611806'::float8, '12.540733934517881'::float8, '12.609309280316904'::float8, '12.676470600213852'::float8, '12.74227503252014'::float8, '12.806776320734523'::float8, '12.870025077260992'::float8, '12.93206902200592'::float8, '12.992953198672264'::float8, '13.052720171206829'::float8, '13.111410202546503'::float8, '13.169061417543686'::float8, '13.22570995172203'::float8, '13.281390087316082'::float8, '13.336134377877327'::float8, '13.389973762580754'::float8, '13.442937671236905'::float8, '13.495054120901862'::float8, '13.546349804879153'::float8, '13.596850174821416'::float8, '13.646579516564016'::float8, '13.695561020256198'::float8, '13.743816845296774'::float8, '13.791368180529414'::float8, '13.838235300106927'::float8, '13.884437615393065'::float8, '13.929993723234514'::float8, '13.97492145090342'::float8, '14.019237897982322'::float8, '14.06295947543775'::float8, '14.106101942105935'::float8, '14.148680438793614'::float8, '14.190709520178602'::float8, '14.23220318467831'::float8, '14.273174902439576'::float8, '14.313637641589873'::float8, '14.353603892877874'::float8, '14.393085692820554'::float8, '14.432094645464112'::float8, '14.470641942857196'::float8, '14.508738384326758'::float8, '14.546394394639638'::float8, '14.583620041126265'::float8, '14.620425049836847'::float8, '14.656818820794935'::float8, '14.692810442408202'::float8, '14.728408705091663'::float8, '14.763622114154515'::float8, '14.798458901997739'::float8, '14.832927039666359'::float8, '14.867034247796763'::float8, '14.900788006996835'::float8, '14.934195567693711'::float8, '14.967263959481624'::float8, '15'::float8]::float8[])[least(greatest(review_count, 0), 99) + 1]
    + (1 - least(coalesce(median_response_minutes, 1440), 1440)::float8 / '1440'::float8) * 20
$$;--> statement-breakpoint
-- provider_service_zips.match_score always comes from the providers row: on insert, on any update, and
-- (next trigger) when the figures it is made of change; whatever a writer puts there is replaced.
CREATE FUNCTION provider_service_zips_set_match_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT provider_match_score(p.rating_tenths, p.review_count, p.median_response_minutes) INTO NEW.match_score
  FROM providers p WHERE p.id = NEW.provider_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER provider_service_zips_match_score BEFORE INSERT OR UPDATE ON provider_service_zips
FOR EACH ROW EXECUTE FUNCTION provider_service_zips_set_match_score();--> statement-breakpoint
CREATE FUNCTION providers_spread_match_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Touching the rows is enough: their BEFORE UPDATE trigger reads the new figures.
  UPDATE provider_service_zips SET match_score = match_score WHERE provider_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER providers_match_score AFTER UPDATE OF rating_tenths, review_count, median_response_minutes ON providers
FOR EACH ROW
WHEN ((OLD.rating_tenths, OLD.review_count, OLD.median_response_minutes) IS DISTINCT FROM (NEW.rating_tenths, NEW.review_count, NEW.median_response_minutes))
EXECUTE FUNCTION providers_spread_match_score();--> statement-breakpoint
UPDATE provider_service_zips SET match_score = match_score;
