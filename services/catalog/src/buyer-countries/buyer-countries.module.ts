import { Module } from '@nestjs/common';
import { BuyerCountryEventsService } from './buyer-country-events.service.js';

@Module({ providers: [BuyerCountryEventsService] })
export class BuyerCountriesModule {}
