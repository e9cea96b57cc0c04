import { useParams } from 'react-router-dom';
import { projectBySlug } from '../../content/projects';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { DonatePage } from '../donate/DonatePage';

/** /projekte/{projekt}/spenden: the donation page with the project fixed. */
export function ProjectDonatePage() {
  const project = projectBySlug(useParams().project);
  if (!project) return <NotFoundPage />;
  return (
    <DonatePage
      project={project}
      title={`Für ${project.shortTitle} spenden`}
      heading={`Für ${project.shortTitle} spenden`}
      intro={`Hier kannst du einmalig oder monatlich für neue Bäume ${project.atLongLocation} spenden – rund 5 € pflanzen einen Baum.`}
    />
  );
}
