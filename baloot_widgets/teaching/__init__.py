"""The course as files and pages: the lessons a pip install carries
(:mod:`.lessons`), the teacher's answer key (:mod:`.answer_key`), the cheat sheet
(:mod:`.cheatsheet`) and the offline HTML export (:mod:`.export`).
"""
