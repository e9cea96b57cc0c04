import { useParams } from 'react-router-dom';
import { projectBySlug } from '../../content/projects';
import { Page } from '../../ui/Page';
import { NotFoundPage } from '../notFound/NotFoundPage';

/** The donation widget comes with the payment issue; until then the page says what will happen here. */
export function ProjectDonatePage() {
  const project = projectBySlug(useParams().project);
  if (!project) return <NotFoundPage />;
  return (
    <Page
      title={`Für ${project.shortTitle} spenden`}
      heading={`Für ${project.shortTitle} spenden`}
      intro={`Hier kannst du bald einmalig oder monatlich für neue Bäume ${project.atLongLocation} spenden – rund 5 € pflanzen einen Baum.`}
    />
  );
}
