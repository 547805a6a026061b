import { Module } from '@nestjs/common';
import { RequirementDigestController } from './requirement-digest.controller.js';

/** The links of the daily digest of buying requests (catalog). */
@Module({ controllers: [RequirementDigestController] })
export class RequirementDigestHttpModule {}
