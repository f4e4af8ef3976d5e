"""Work the platform does besides answering requests: resuming benchmark syncs a previous process
left unfinished, and running the scheduler. Started and stopped with the app's lifespan."""

from __future__ import annotations

from osmosis_platform.server.state import Platform


def start_background(platform: Platform) -> None:
    from osmosis_platform.services.catalog_sources import resume_pending

    resume_pending(platform.engine)
    if platform.settings.run_scheduler:
        from osmosis_platform.execution.scheduler import Scheduler

        platform.scheduler = Scheduler(platform)
        platform.scheduler.start()


def stop_background(platform: Platform) -> None:
    scheduler = platform.scheduler
    if scheduler is not None:
        scheduler.stop()
        platform.scheduler = None
