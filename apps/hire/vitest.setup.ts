// Components read the form checks' messages from the lookup, which a page fills with its language when it
// loads its namespaces (decision 032). Tests that render a component on its own get all three languages.
import '@localjobs/validation/messages'
