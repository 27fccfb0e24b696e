import { z } from 'zod';
import { idSchema } from './common';
import { optionalEmail, optionalPhone, optionalText, requiredText } from './form-values';

/** An agent (agency) of a client, as every agent call answers it. */
export interface ClientAgent {
  id: number;
  company_id: number;
  agentcode: string;
  agentname: string;
  phonenumber: string | null;
  email: string | null;
  address: string | null;
  city_name: string | null;
  state_name: string | null;
  zipcode: string | null;
}

export const clientAgentFields = z.object({
  agentcode: requiredText(50),
  agentname: requiredText(200),
  phonenumber: optionalPhone,
  email: optionalEmail,
  address: optionalText(300),
  city_name: optionalText(100),
  state_name: optionalText(100),
  zipcode: optionalText(20),
  /** When sent it must be the caller's own client. */
  company_id: idSchema.optional(),
});
export type ClientAgentFields = z.input<typeof clientAgentFields>;

export const createClientAgentRequest = clientAgentFields;
export const updateClientAgentRequest = z.object({ userData: clientAgentFields.extend({ id: idSchema }) });
export type UpdateClientAgentRequest = z.input<typeof updateClientAgentRequest>;

export interface ViewClientAgentResponse {
  clientagent: ClientAgent[];
}
export interface ClientAgentResponse {
  clientagent: ClientAgent;
}
export interface ClientAgentSavedResponse extends ClientAgentResponse {
  message: string;
}
