/**
 * Every GraphQL name spec §3 and §7 gives, copied from the spec by hand. The contract test checks that
 * schema.graphql has each of them; renaming or dropping one fails CI.
 */
export const SPEC_TYPES: Record<string, string[]> = {
  User: [
    'id',
    'email',
    'firstName',
    'lastName',
    'createdAt',
    'address',
    'birthdate',
    'companyName',
    'salutation',
    'profileCompletionSuppressedAt',
  ],
  Address: ['id', 'country', 'place', 'street', 'zip'],
  OutputDonation: [
    'donationId',
    'donationType',
    'rhythm',
    'active',
    'amount',
    'currency',
    'project',
    'donatedAt',
    'confirmedAt',
    'canceledAt',
    'treeProvider',
    'treeUnitsRequested',
    'orders',
  ],
  Order: [
    'amount',
    'currency',
    'donatedAt',
    'donationType',
    'orderState',
    'plannedPlanting',
    'project',
    'treeProviderDonationId',
    'treeUnits',
    'accountedAt',
  ],
  OutputTrees: [
    'carbonAbsorptionTotalSince',
    'carbonAbsorptionTotalTons',
    'carbonAbsorptionYearlyTons',
    'plotCountTotal',
    'plotList',
    'treeCountTotal',
  ],
  OutputPlot: [
    'plotId',
    'project',
    'plantedAt',
    'treeCount',
    'carbonAbsorptionTotalTons',
    'carbonAbsorptionYearlyTons',
    'location',
    'mapLink',
    'plotSpeciesList',
  ],
  OutputPlotSpecies: ['latinName', 'percentage'],
  OutputLocation: ['coordinates', 'polygons'],
  OutputPoint: ['latitude', 'longitude'],
  CalculatorModel: [
    'basicCO2Emission',
    'basicCO2tPerTree',
    'categories',
    'country',
    'validFrom',
    'validUntil',
    'version',
  ],
  Category: ['id', 'title', 'questions'],
  Question: ['id', 'pooled', 'title', 'label', 'icon', 'category', 'dependsOn', 'choices'],
  Choice: ['id', 'questionId', 'kind', 'text', 'co2Emission', 'prominent'],
  Calculator: ['state'],
  CalculatorState: ['answers', 'co2EmissionTotal', 'co2tPerTree', 'country', 'createdAt', 'version'],
  CatalogAnswer: ['choiceId', 'questionId', 'co2Emission', 'co2EmissionFactor'],
};

export const SPEC_INPUTS: Record<string, string[]> = {
  InputAddress: ['country', 'place', 'street', 'zip'],
  InputUser: ['firstName', 'lastName', 'salutation', 'companyName', 'birthdate', 'address'],
  InputDonation: [
    'amount',
    'currency',
    'donatedAt',
    'donationType',
    'project',
    'rhythm',
    'treeProvider',
    'treeProviderTransactionId',
    'treeUnitsRequested',
    'paymentProvider',
    'paymentProviderTransactionId',
  ],
  InputContactData: ['contactEmail', 'emailDoubleCheck', 'contactName', 'message'],
  NewsletterData: ['newsletterEmail', 'emailDoubleCheck'],
  CatalogAnswerInput: ['choiceId', 'questionId', 'co2Emission', 'co2EmissionFactor'],
  FrontendError: ['message', 'stacktrace', 'url', 'userAgent'],
};

/** Input fields the spec calls required (must be non-null). */
export const SPEC_REQUIRED_INPUT_FIELDS: Record<string, string[]> = {
  InputUser: ['firstName', 'lastName'],
  InputDonation: [
    'amount',
    'currency',
    'donatedAt',
    'donationType',
    'project',
    'rhythm',
    'treeProvider',
    'treeProviderTransactionId',
    'treeUnitsRequested',
  ],
  InputContactData: ['contactEmail', 'emailDoubleCheck', 'contactName', 'message'],
  NewsletterData: ['newsletterEmail', 'emailDoubleCheck'],
  CatalogAnswerInput: ['choiceId', 'questionId', 'co2Emission'],
};

/** Output fields the spec calls required (must be non-null). */
export const SPEC_REQUIRED_FIELDS: Record<string, string[]> = {
  User: ['id', 'email', 'firstName', 'lastName', 'createdAt'],
  Address: ['id'],
};

export const SPEC_ENUMS: Record<string, string[]> = {
  Currency: ['EUR'],
  PaymentProvider: ['TWINGLE'],
  TreeProvider: ['fairventures', 'TWINGLE'],
  Rhythm: ['monthly', 'one_time'],
  OrderState: ['ABORTED', 'ACCOUNTED', 'DONATED', 'FINISHED', 'PLANTING_IN_PROGRESS'],
  DonationType: ['custom_abo', 'custom_one_time', 'percent_050', 'percent_100', 'percent_150'],
};

export const SPEC_SCALARS = ['Date', 'DateTime', 'EMail', 'QuestionId', 'Int'];

/** Operation → argument names (spec §7). */
export const SPEC_MUTATIONS: Record<string, string[]> = {
  createDonation: ['donation'],
  createTwingleCampaignId: ['project'],
  deleteCalculatorState: [],
  deleteUser: [],
  dropUser: [],
  pauseDonation: ['donationId'],
  reportFrontendError: ['frontendError'],
  sendContactEmail: ['contactData'],
  subscribeToNewsletter: ['newsletterData'],
  updateAddress: ['address'],
  updateCalculatorState: ['answers', 'co2EmissionTotal', 'co2tPerTree', 'country', 'version'],
  updateProfileCompletionSuppressedAt: ['profileCompletionSuppressedAt'],
  updateUser: ['user'],
};

export const SPEC_QUERIES: Record<string, string[]> = {
  calculator: ['country'],
  allCalculatorModelVariants: ['country'],
  currentCalculatorModel: ['country'],
  exactCalculatorModel: ['country', 'version'],
  allUsers: [],
  user: [],
  getDonations: ['active', 'rhythm'],
  historyOrders: [],
  plannedOrders: [],
  trees: [],
  forests: [],
  greeting: [],
};

/** Return types the spec names. */
export const SPEC_RETURN_TYPES: Record<string, string> = {
  'Mutation.createDonation': 'OutputDonation!',
  'Mutation.createTwingleCampaignId': 'String!',
  'Mutation.updateAddress': 'Address!',
  'Mutation.updateCalculatorState': 'Calculator!',
  'Mutation.updateProfileCompletionSuppressedAt': 'User!',
  'Mutation.updateUser': 'User!',
  'Mutation.deleteUser': '[OutputDonation!]!',
  'Mutation.dropUser': '[OutputDonation!]!',
  'Query.exactCalculatorModel': 'CalculatorModel',
  'Query.user': 'User',
  'Query.getDonations': '[OutputDonation!]!',
  'Query.trees': 'OutputTrees!',
};
