"""Contains all the data models used in inputs/outputs"""

from .add_benchmark_request import AddBenchmarkRequest
from .agent_aggregates import AgentAggregates
from .agent_comparison import AgentComparison
from .agent_metric import AgentMetric
from .agent_spec import AgentSpec
from .agent_spec_env import AgentSpecEnv
from .attempt import Attempt
from .attempt_list import AttemptList
from .attempt_outcome import AttemptOutcome
from .attempt_phase_timings import AttemptPhaseTimings
from .attempt_rewards import AttemptRewards
from .attempt_status import AttemptStatus
from .benchmark import Benchmark
from .benchmark_category import BenchmarkCategory
from .benchmark_delete_result import BenchmarkDeleteResult
from .benchmark_detail import BenchmarkDetail
from .benchmark_detail_response import BenchmarkDetailResponse
from .benchmark_list import BenchmarkList
from .benchmark_ref import BenchmarkRef
from .benchmark_run import BenchmarkRun
from .benchmark_run_created import BenchmarkRunCreated
from .benchmark_run_detail import BenchmarkRunDetail
from .benchmark_run_list import BenchmarkRunList
from .benchmark_run_log_page import BenchmarkRunLogPage
from .benchmark_run_retry_result import BenchmarkRunRetryResult
from .benchmark_run_stop_result import BenchmarkRunStopResult
from .benchmark_task import BenchmarkTask
from .compared_agent_metrics import ComparedAgentMetrics
from .compared_run import ComparedRun
from .create_benchmark_run_request import CreateBenchmarkRunRequest
from .create_benchmark_run_request_env_config import CreateBenchmarkRunRequestEnvConfig
from .delete_environment_secret_request import DeleteEnvironmentSecretRequest
from .download_url import DownloadUrl
from .download_url_request_item import DownloadUrlRequestItem
from .download_urls_request import DownloadUrlsRequest
from .download_urls_response import DownloadUrlsResponse
from .endpoint_model import EndpointModel
from .endpoint_model_extra_headers import EndpointModelExtraHeaders
from .environment_secret import EnvironmentSecret
from .environment_secret_delete_result import EnvironmentSecretDeleteResult
from .environment_secret_list import EnvironmentSecretList
from .error_body import ErrorBody
from .error_body_details import ErrorBodyDetails
from .execution_config import ExecutionConfig
from .experiment_config import ExperimentConfig
from .hosted_model import HostedModel
from .ingest_progress import IngestProgress
from .leaderboard_entry import LeaderboardEntry
from .log_direction import LogDirection
from .log_entry import LogEntry
from .log_entry_details_type_0 import LogEntryDetailsType0
from .log_level import LogLevel
from .metric_deltas import MetricDeltas
from .output_file import OutputFile
from .output_file_type import OutputFileType
from .output_manifest import OutputManifest
from .output_totals import OutputTotals
from .pass_at_1 import PassAt1
from .pass_at_k import PassAtK
from .progress_summary import ProgressSummary
from .provider_model import ProviderModel
from .resolved_secret_scope import ResolvedSecretScope
from .retry_benchmark_run_request import RetryBenchmarkRunRequest
from .retry_scope import RetryScope
from .run_agent import RunAgent
from .run_agent_environment_variables import RunAgentEnvironmentVariables
from .run_comparison import RunComparison
from .run_configuration import RunConfiguration
from .run_configuration_config_type_0 import RunConfigurationConfigType0
from .run_configuration_resolved_secret_scopes import RunConfigurationResolvedSecretScopes
from .run_configuration_task_filters_type_0 import RunConfigurationTaskFiltersType0
from .run_end_event import RunEndEvent
from .run_progress_event import RunProgressEvent
from .run_secrets import RunSecrets
from .run_secrets_provided import RunSecretsProvided
from .run_status import RunStatus
from .run_status_event import RunStatusEvent
from .run_totals import RunTotals
from .secret_list_scope import SecretListScope
from .secret_scope import SecretScope
from .stop_benchmark_run_request import StopBenchmarkRunRequest
from .sync_status import SyncStatus
from .task_difficulty import TaskDifficulty
from .task_set import TaskSet
from .tasks_config import TasksConfig
from .token_revoke_result import TokenRevokeResult
from .token_user import TokenUser
from .token_verification import TokenVerification
from .token_workspace import TokenWorkspace
from .unavailable_tasks import UnavailableTasks
from .upsert_environment_secret_request import UpsertEnvironmentSecretRequest

__all__ = (
    "AddBenchmarkRequest",
    "AgentAggregates",
    "AgentComparison",
    "AgentMetric",
    "AgentSpec",
    "AgentSpecEnv",
    "Attempt",
    "AttemptList",
    "AttemptOutcome",
    "AttemptPhaseTimings",
    "AttemptRewards",
    "AttemptStatus",
    "Benchmark",
    "BenchmarkCategory",
    "BenchmarkDeleteResult",
    "BenchmarkDetail",
    "BenchmarkDetailResponse",
    "BenchmarkList",
    "BenchmarkRef",
    "BenchmarkRun",
    "BenchmarkRunCreated",
    "BenchmarkRunDetail",
    "BenchmarkRunList",
    "BenchmarkRunLogPage",
    "BenchmarkRunRetryResult",
    "BenchmarkRunStopResult",
    "BenchmarkTask",
    "ComparedAgentMetrics",
    "ComparedRun",
    "CreateBenchmarkRunRequest",
    "CreateBenchmarkRunRequestEnvConfig",
    "DeleteEnvironmentSecretRequest",
    "DownloadUrl",
    "DownloadUrlRequestItem",
    "DownloadUrlsRequest",
    "DownloadUrlsResponse",
    "EndpointModel",
    "EndpointModelExtraHeaders",
    "EnvironmentSecret",
    "EnvironmentSecretDeleteResult",
    "EnvironmentSecretList",
    "ErrorBody",
    "ErrorBodyDetails",
    "ExecutionConfig",
    "ExperimentConfig",
    "HostedModel",
    "IngestProgress",
    "LeaderboardEntry",
    "LogDirection",
    "LogEntry",
    "LogEntryDetailsType0",
    "LogLevel",
    "MetricDeltas",
    "OutputFile",
    "OutputFileType",
    "OutputManifest",
    "OutputTotals",
    "PassAt1",
    "PassAtK",
    "ProgressSummary",
    "ProviderModel",
    "ResolvedSecretScope",
    "RetryBenchmarkRunRequest",
    "RetryScope",
    "RunAgent",
    "RunAgentEnvironmentVariables",
    "RunComparison",
    "RunConfiguration",
    "RunConfigurationConfigType0",
    "RunConfigurationResolvedSecretScopes",
    "RunConfigurationTaskFiltersType0",
    "RunEndEvent",
    "RunProgressEvent",
    "RunSecrets",
    "RunSecretsProvided",
    "RunStatus",
    "RunStatusEvent",
    "RunTotals",
    "SecretListScope",
    "SecretScope",
    "StopBenchmarkRunRequest",
    "SyncStatus",
    "TaskDifficulty",
    "TasksConfig",
    "TaskSet",
    "TokenRevokeResult",
    "TokenUser",
    "TokenVerification",
    "TokenWorkspace",
    "UnavailableTasks",
    "UpsertEnvironmentSecretRequest",
)
