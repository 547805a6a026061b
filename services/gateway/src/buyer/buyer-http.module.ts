import { Module } from '@nestjs/common';
import { BuyerAuthController } from './buyer-auth.controller.js';
import { BuyerRequirementsController } from './buyer-requirements.controller.js';
import { SavedExportersController } from './saved-exporters.controller.js';
import { SavedSearchesController } from './saved-searches.controller.js';

/**
 * Buyers' HTTP routes: their sign-in and sign-up (sessions from AuthModule), their company profile
 * (identity), and their requirements, saved exporters and saved searches (catalog).
 */
@Module({
  controllers: [
    BuyerAuthController,
    BuyerRequirementsController,
    SavedExportersController,
    SavedSearchesController,
  ],
})
export class BuyerHttpModule {}
