// What the activity detail page shows below its first screen, in one chunk loaded once the page has painted
// (a shared link's first screen does not carry it): the participants and the refund plan.
export { Participants } from './participants';
export { RefundPlan } from './refund-plan';
