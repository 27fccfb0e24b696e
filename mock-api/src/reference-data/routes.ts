import {
  createCityRequest,
  createCountryRequest,
  createCurrencyRequest,
  createStateRequest,
  idBody,
  updateCityRequest,
  updateCountryRequest,
  updateCurrencyRequest,
  updateStateRequest,
} from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { validate } from '../http/validate';
import type { AnswerCache } from '../observability/answer-cache';
import type { ReferenceDataService } from './service';

const passThrough: RequestHandler = (_req, _res, next) => next();

/** The documented paths, misspellings and trailing slashes included (see spec 1 §7). */
export function createReferenceDataRouter(service: ReferenceDataService, requireAdmin: RequestHandler, cache?: AnswerCache): Router {
  const router = Router({ strict: true });
  // The lists are the same for every caller: answered with ETags, kept until their tables change.
  const cached = cache ?? (() => passThrough);
  // A write tells this process's cache at once (other processes see it within their recheck).
  const writes = cache?.writes ?? passThrough;

  router.get('/viewcountry', requireAdmin, cached(['countries']), async (_req, res) => {
    res.json(await service.listCountries());
  });
  router.post('/editcountry', requireAdmin, async (req, res) => {
    res.json(await service.getCountry(validate(idBody, req.body).id));
  });
  router.post('/createcountry', requireAdmin, writes, async (req, res) => {
    res.status(201).json(await service.createCountry(validate(createCountryRequest, req.body)));
  });
  router.post('/updatecountry', requireAdmin, writes, async (req, res) => {
    const { id, ...fields } = validate(updateCountryRequest, req.body).countryData;
    res.json(await service.updateCountry(id, fields));
  });

  router.get('/viewcurrency', requireAdmin, cached(['currencies', 'countries']), async (_req, res) => {
    res.json(await service.listCurrencies());
  });
  router.post('/editcurrency', requireAdmin, async (req, res) => {
    res.json(await service.getCurrency(validate(idBody, req.body).id));
  });
  router.post('/currency', requireAdmin, writes, async (req, res) => {
    res.status(201).json(await service.createCurrency(validate(createCurrencyRequest, req.body)));
  });
  router.post('/updatecurrency', requireAdmin, writes, async (req, res) => {
    const { id, ...fields } = validate(updateCurrencyRequest, req.body).currencyData;
    res.json(await service.updateCurrency(id, fields));
  });

  router.get('/viewstate', requireAdmin, cached(['states']), async (_req, res) => {
    res.json(await service.listStates());
  });
  router.post('/viewstateusingcountrycode', requireAdmin, async (req, res) => {
    res.json(await service.statesOfCountry(validate(idBody, req.body).id));
  });
  router.post('/editstate', requireAdmin, async (req, res) => {
    res.json(await service.getState(validate(idBody, req.body).id));
  });
  router.post('/createstate', requireAdmin, writes, async (req, res) => {
    res.status(201).json(await service.createState(validate(createStateRequest, req.body)));
  });
  const updateState: RequestHandler = async (req, res) => {
    const { id, ...fields } = validate(updateStateRequest, req.body).stateData;
    res.json(await service.updateState(id, fields));
  };
  router.post('/updatestate/', requireAdmin, writes, updateState);
  router.post('/updatestate', requireAdmin, writes, updateState);

  router.get('/viewscity', requireAdmin, cached(['cities']), async (_req, res) => {
    res.json(await service.listCities());
  });
  router.post('/editcity', requireAdmin, async (req, res) => {
    res.json(await service.getCity(validate(idBody, req.body).id));
  });
  router.post('/createcity', requireAdmin, writes, async (req, res) => {
    res.status(201).json(await service.createCity(validate(createCityRequest, req.body)));
  });
  const updateCity: RequestHandler = async (req, res) => {
    const { id, ...fields } = validate(updateCityRequest, req.body).cityDatalist;
    res.json(await service.updateCity(id, fields));
  };
  router.post('/updatecity/', requireAdmin, writes, updateCity);
  router.post('/updatecity', requireAdmin, writes, updateCity);

  return router;
}
