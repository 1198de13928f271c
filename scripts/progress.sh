# progress.sh is sourced by run.sh, package.sh and test.sh. with_progress
# runs a command that builds Go code and says, while it runs, what is
# being compiled right now and for how long: it looks at the build's own
# processes once a second (compile -p PACKAGE, cgo -importpath PACKAGE, the
# C compiler in a package's folder, the linker), so the name shown is
# always what is running, never the last package that happened to start.
# Fyne's OpenGL and GLFW C code, the long step of a first build, is named
# as such. On a terminal the line is redrawn in place every second; in a
# log, a line is written when the work changes (at most every 10 s), and
# every 30 s while it does not.
#
#   with_progress LABEL COMMAND...   run COMMAND; its output is shown only
#                                    if it fails (or, with progress_log=FILE
#                                    set, written to FILE); returns its status
#
# A running test binary (go test) shows as "testing PACKAGE".

# _descendants PID: the pids of PID's children, grandchildren, ...
_descendants() {
  local kids k
  kids=$(pgrep -P "$1" 2>/dev/null) || return 0
  for k in $kids; do
    echo "$k"
    _descendants "$k"
  done
}

# _friendly PACKAGE: the package with a word on the slow ones.
_friendly() {
  case $1 in
  github.com/go-gl/gl/*) echo "$1 (Fyne's OpenGL bindings, C: the longest step of a first build)" ;;
  github.com/go-gl/glfw/*) echo "$1 (GLFW, the window library, C)" ;;
  *) echo "$1" ;;
  esac
}

# _now_compiling PID: what the build under PID runs now, one item a line.
_now_compiling() {
  local p args dir
  for p in $(_descendants "$1"); do
    args=$(tr '\0' ' ' 2>/dev/null <"/proc/$p/cmdline") || continue
    case $args in
    */compile\ *)
      [[ $args =~ \ -p\ ([^ ]+) ]] && _friendly "${BASH_REMATCH[1]}"
      ;;
    */cgo\ *)
      [[ $args =~ \ -importpath\ ([^ ]+) ]] && _friendly "${BASH_REMATCH[1]}"
      ;;
    *gcc\ *\ -c\ * | cc\ *\ -c\ * | clang\ *\ -c\ *)
      # The C compiler runs in the package's folder (module cache or repo).
      dir=$(readlink "/proc/$p/cwd" 2>/dev/null) || continue
      dir=${dir#"$_modcache"/}
      _friendly "$(sed -E 's/@[^/]+//' <<<"$dir")"
      ;;
    */link\ *) echo "linking" ;;
    *.test\ -test.*)
      args=${args%%.test *}
      echo "testing ${args##*/}"
      ;;
    esac
  done | sort -u
}

# _fmt SECONDS: 75 -> 1m15s
_fmt() {
  if (($1 >= 60)); then printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); else printf '%ds' "$1"; fi
}

with_progress() {
  local label=$1 log pid start=$SECONDS status
  shift
  _modcache=$(go env GOMODCACHE 2>/dev/null || echo /nonexistent)
  log=${progress_log:-$(mktemp)}
  "$@" >"$log" 2>&1 &
  pid=$!
  local -A since=() still=() # item -> second it was first seen running; items running now
  local shown="" said=0 tty=false now item names line
  [ -t 2 ] && tty=true
  while kill -0 "$pid" 2>/dev/null; do
    now=$SECONDS names="" line=""
    still=()
    while IFS= read -r item; do
      [ -n "$item" ] || continue
      still[$item]=1
      [ -n "${since[$item]:-}" ] || since[$item]=$now
      names+="$item; "
      line+="$item $(_fmt $((now - since[$item]))); "
    done < <(_now_compiling "$pid")
    for item in "${!since[@]}"; do [ -n "${still[$item]:-}" ] || unset "since[$item]"; done
    if [ -n "$line" ]; then line="compiling ${line%; }"; else line="working"; fi
    if $tty; then
      printf '\r\033[K%s: %s  %.*s' "$label" "$(_fmt $((now - start)))" $((${COLUMNS:-120} - ${#label} - 12)) "$line" >&2
    elif { [ "$names" != "$shown" ] && ((now - said >= 10)); } || ((now - said >= 30)); then
      printf '%s: %s  %s\n' "$label" "$(_fmt $((now - start)))" "$line" >&2
      shown=$names said=$now
    fi
    sleep 1
  done
  wait "$pid" && status=0 || status=$?
  if $tty; then printf '\r\033[K' >&2; fi
  if [ -z "${progress_log:-}" ]; then
    if [ "$status" -ne 0 ]; then cat "$log" >&2; fi
    rm -f "$log"
  fi
  printf '%s: %s in %s\n' "$label" "$([ "$status" -eq 0 ] && echo done || echo FAILED)" "$(_fmt $((SECONDS - start)))" >&2
  return "$status"
}
