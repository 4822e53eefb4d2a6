// What the opportunity-lifecycle module offers other modules: its deletion rule, which the detail answer reports.
export { mayDeleteOpportunity } from './opportunity-lifecycle.service';
