import { Module } from '@nestjs/common';
import { AwayMailService } from './away-mail.service.js';
import { LiveEventsListener } from './live-events.listener.js';
import { LivePresenceService } from './live-presence.service.js';
import { LiveStreamsService } from './live-streams.service.js';

/** Live delivery: `GET /api/live` streams, fed by this instance's messaging events; presence; away e-mail. */
@Module({
  providers: [LivePresenceService, LiveStreamsService, LiveEventsListener, AwayMailService],
  exports: [LiveStreamsService],
})
export class LiveModule {}
